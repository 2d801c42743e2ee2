// The two services every gRPC server is expected to offer, on GRPC_PORT: health checking
// (grpc.health.v1, for load balancers and Kubernetes' gRPC probes; SERVING while the database
// answers) and server reflection (grpc.reflection.v1, so grpcurl, buf curl or Postman can list
// and call our services without our .proto files). Hand-written: the npm packages for both
// (grpc-health-check, @grpc/reflection) plug into a grpc-js server, not a Connect router.
import { createRegistry, toBinary } from '@bufbuild/protobuf';
import type { DescFile, DescService } from '@bufbuild/protobuf';
import { FileDescriptorProtoSchema } from '@bufbuild/protobuf/wkt';
import { Code, ConnectError } from '@connectrpc/connect';
import type { ConnectRouter, HandlerContext } from '@connectrpc/connect';
import {
  Health,
  HealthCheckResponse_ServingStatus as Status,
} from '../../../generated/grpc/health/v1/health_pb';
import { ServerReflection } from '../../../generated/grpc/reflection/v1/reflection_pb';
import type {
  ServerReflectionRequest,
  ServerReflectionResponse,
} from '../../../generated/grpc/reflection/v1/reflection_pb';

/** A file and every file it imports, each once, imports first. */
function withImports(file: DescFile, out = new Map<string, DescFile>()): Map<string, DescFile> {
  for (const dep of file.dependencies) withImports(dep, out);
  out.set(file.name, file);
  return out;
}

function reflection(services: readonly DescService[]) {
  const files = new Map<string, DescFile>();
  for (const s of services) withImports(s.file, files);
  const registry = createRegistry(...files.values());
  const fileOf = (symbol: string): DescFile | undefined => {
    const found = registry.get(symbol);
    if (found && 'file' in found) return found.file;
    // A method: its service's file.
    return registry.getService(symbol.slice(0, Math.max(0, symbol.lastIndexOf('.'))))?.file;
  };
  const described = (file: DescFile): ServerReflectionResponse['messageResponse'] => ({
    case: 'fileDescriptorResponse',
    value: {
      $typeName: 'grpc.reflection.v1.FileDescriptorResponse',
      fileDescriptorProto: [...withImports(file).values()].map((f) =>
        toBinary(FileDescriptorProtoSchema, f.proto),
      ),
    },
  });
  const notFound = (what: string): ServerReflectionResponse['messageResponse'] => ({
    case: 'errorResponse',
    value: {
      $typeName: 'grpc.reflection.v1.ErrorResponse',
      errorCode: Code.NotFound,
      errorMessage: `${what} not found.`,
    },
  });
  return (request: ServerReflectionRequest): ServerReflectionResponse['messageResponse'] => {
    const { messageRequest: r } = request;
    switch (r.case) {
      case 'listServices':
        return {
          case: 'listServicesResponse',
          value: {
            $typeName: 'grpc.reflection.v1.ListServiceResponse',
            service: services.map((s) => ({
              $typeName: 'grpc.reflection.v1.ServiceResponse',
              name: s.typeName,
            })),
          },
        };
      case 'fileByFilename': {
        const file = [...files.values()].find((f) => f.proto.name === r.value);
        return file ? described(file) : notFound(`File ${r.value}`);
      }
      case 'fileContainingSymbol': {
        const file = fileOf(r.value);
        return file ? described(file) : notFound(`Symbol ${r.value}`);
      }
      case 'allExtensionNumbersOfType':
        return {
          case: 'allExtensionNumbersResponse',
          value: {
            $typeName: 'grpc.reflection.v1.ExtensionNumberResponse',
            baseTypeName: r.value,
            extensionNumber: [],
          },
        };
      default:
        return notFound('Extension');
    }
  };
}

/**
 * Adds health and reflection to the gRPC router. `services` are the product's; `healthy`
 * says whether the product can serve (the database answers).
 */
export function grpcStandardServices(
  router: ConnectRouter,
  services: readonly DescService[],
  healthy: () => Promise<boolean>,
): void {
  const all = [...services, Health, ServerReflection];
  const known = new Set(all.map((s) => s.typeName));
  const status = async (service: string) => {
    if (service !== '' && !known.has(service)) {
      throw new ConnectError(`Unknown service ${service}.`, Code.NotFound);
    }
    const up = await healthy().catch(() => false);
    return { status: up ? Status.SERVING : Status.NOT_SERVING };
  };
  router.service(Health, {
    check: (req) => status(req.service),
    async *watch(req, ctx: HandlerContext) {
      yield await status(req.service);
      // One answer, then the stream stays open until the client leaves, as the protocol has it.
      await new Promise((resolve) => ctx.signal.addEventListener('abort', resolve));
    },
  });
  const answer = reflection(all);
  router.service(ServerReflection, {
    async *serverReflectionInfo(requests) {
      for await (const request of requests) {
        yield { originalRequest: request, messageResponse: answer(request) };
      }
    },
  });
}
